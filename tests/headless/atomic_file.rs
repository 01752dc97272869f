//! Atomic writes (issue 15, item 8): two book-build shards finishing together both write the
//! book. Each writer must succeed, and the file left behind must be one writer's whole
//! content, never a mix or a truncation.

use plot4::atomic_file::write_atomically;
use std::sync::Barrier;

#[test]
fn two_writers_to_one_path_both_succeed_and_leave_a_whole_file() {
    let scratch = tempfile::tempdir().unwrap();
    let path = scratch.path().join("book.p4b");
    // Large enough that a shared temporary file would be caught half-written or interleaved.
    let contents: [Vec<u8>; 2] = [vec![b'a'; 1 << 20], vec![b'b'; (1 << 20) + 17]];
    for _round in 0..50 {
        let start = Barrier::new(2);
        std::thread::scope(|scope| {
            for content in &contents {
                let (start, path) = (&start, &path);
                scope.spawn(move || {
                    start.wait();
                    write_atomically(path, content).expect("each writer succeeds");
                });
            }
        });
        let written = std::fs::read(&path).unwrap();
        assert!(
            contents.contains(&written),
            "a file of {} bytes that is neither writer's",
            written.len()
        );
    }
    // No temporary file is left beside the book.
    let names: Vec<_> = std::fs::read_dir(scratch.path())
        .unwrap()
        .map(|entry| entry.unwrap().file_name())
        .collect();
    assert_eq!(names, ["book.p4b"], "{names:?}");
}
