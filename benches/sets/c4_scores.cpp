// Scores a file of positions with Christophe Steininger's c4 (built outside this repository; see
// README.md): reads `<moves>` (1-based columns, letters a, b, ... from column 10) one a line and
// prints `<moves> <score>`, c4's exact score for the side to move, for each.
#include <iostream>
#include <string>
#include "solver/position.h"
#include "solver/solver.h"
int main() {
  Solver solver{};
  std::string line;
  while (std::getline(std::cin, line)) {
    std::string moves = line.substr(0, line.find(' '));
    if (moves.empty()) continue;
    Position position{};
    for (char c : moves) position.move(c >= 'a' ? c - 'a' + 9 : c - '1');
    std::cout << moves << ' ' << solver.solve_strong(position) << '\n';
  }
}
