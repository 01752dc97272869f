#!/usr/bin/env python3
"""Random positions for a per-position bench set on a W x H board (four in a row).

Usage: make_positions.py WIDTH HEIGHT SEED STAGE:COUNT:FROM-TO ...
Prints one move list a line (1-based columns, letters a, b, ... from column 10), each position
reached by uniformly random moves, taken at a ply drawn from FROM-TO, where the game is not over
and the side to move cannot win at once. The scores come from another solver (see README.md).
"""
import random
import sys


def symbol(column):
    return str(column + 1) if column < 9 else chr(ord("a") + column - 9)


def has_line(cells, width, height):
    for c in range(width):
        for r in range(height):
            if not cells[c][r]:
                continue
            for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
                ok = True
                for i in range(1, 4):
                    cc, rr = c + i * dc, r + i * dr
                    if not (0 <= cc < width and 0 <= rr < height and cells[cc][rr]):
                        ok = False
                        break
                if ok:
                    return True
    return False


def position(rng, width, height, ply):
    """A random game of `ply` moves that is not over and offers no immediate win, or None."""
    heights = [0] * width
    owner = [[None] * height for _ in range(width)]
    moves = []
    for turn in range(ply):
        free = [c for c in range(width) if heights[c] < height]
        column = rng.choice(free)
        owner[column][heights[column]] = turn % 2
        heights[column] += 1
        moves.append(column)
        mine = [[o == turn % 2 for o in col] for col in owner]
        if has_line(mine, width, height):
            return None
    side = ply % 2
    for column in range(width):
        if heights[column] < height:
            owner[column][heights[column]] = side
            wins = has_line([[o == side for o in col] for col in owner], width, height)
            owner[column][heights[column]] = None
            if wins:
                return None
    return "".join(symbol(c) for c in moves)


def main():
    width, height, seed = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(seed)
    seen = set()
    for stage in sys.argv[4:]:
        _, count, plies = stage.split(":")
        low, high = (int(p) for p in plies.split("-"))
        made = 0
        while made < int(count):
            moves = position(rng, width, height, rng.randint(low, high))
            if moves is not None and moves not in seen:
                seen.add(moves)
                print(moves)
                made += 1


main()
