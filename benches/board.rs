//! Micro-benchmarks of the engine's hot paths: playing moves, detecting wins, and solving
//! positions from each stage of the game.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use plot4::notation::parse_digits;
use plot4::solver::TranspositionTable;
use plot4::{Board, Column, Solver};

fn playing_and_win_detection(c: &mut Criterion) {
    let moves: Vec<Column> = "4453256617712233"
        .chars()
        .map(|ch| Column::from_number(ch.to_digit(10).unwrap() as usize).unwrap())
        .collect();
    c.bench_function("play 16 moves", |b| {
        b.iter(|| {
            let mut board = Board::new();
            for &column in &moves {
                board = board.play(black_box(column)).unwrap();
            }
            board
        })
    });
    let board = parse_digits("4453256617712233").unwrap();
    c.bench_function("winner", |b| b.iter(|| black_box(&board).winner()));
}

fn solving(c: &mut Criterion) {
    // One position from each of Pons' end, middle and beginning sets.
    let positions = [
        ("end", "2252576253462244111563365343671351441"),
        ("middle", "274552224131661"),
        ("beginning", "2416615552"),
    ];
    // A small table, so that clearing it before each run costs little next to the search.
    let mut solver = Solver::with_table(TranspositionTable::with_bytes(1 << 20));
    for (stage, moves) in positions {
        let board = parse_digits(moves).unwrap();
        c.bench_function(&format!("solve {stage} position (cold 1 MiB table)"), |b| {
            b.iter(|| {
                solver.clear_table();
                solver
                    .solve(black_box(&board), &plot4::solver::CancelToken::new())
                    .unwrap()
            })
        });
    }
}

criterion_group!(benches, playing_and_win_detection, solving);
criterion_main!(benches);
