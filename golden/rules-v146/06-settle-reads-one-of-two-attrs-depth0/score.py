"""A scoreboard that settles a team's rating at the end of a match."""


class Scoreboard:
    def __init__(self, team):
        self.team = team
        self.points = 0
        self.fouls = 0

    def score(self, n):
        self.points += n

    def foul(self):
        self.fouls += 1

    def settle(self, bonus):
        self.points += bonus
        self.fouls = min(self.fouls, 3)
        rating = self.points / 10
        penalty = self.fouls * 2
        self.rating = rating - penalty
        return round(rating, 1)


board = Scoreboard("owls")
board.score(12)
board.foul()
board.score(30)
print(board.team, board.settle(5), round(board.rating, 1))
