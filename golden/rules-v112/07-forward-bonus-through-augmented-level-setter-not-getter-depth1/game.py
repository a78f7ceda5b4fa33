"""Settling duels between pairs of players."""
from player import Player


def settle(hero, rival, quests, streak):
    bonus = quests * 2
    if streak >= 3:
        bonus += 1
    rival.level += 1
    hero.level += bonus
    gap = hero.next_at - rival.next_at
    hero_title = hero.title
    rival_title = rival.title
    return f"{hero_title} leads {rival_title} by {gap} xp"


def tournament(pairs):
    results = []
    for hero_name, rival_name, quests, streak in pairs:
        hero = Player(hero_name, 3)
        rival = Player(rival_name)
        line = settle(hero, rival, quests, streak)
        results.append(line)
    return results


if __name__ == "__main__":
    for line in tournament([("ana", "bo", 4, 3), ("cy", "di", 1, 0)]):
        print(line)
