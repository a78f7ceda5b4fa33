"""Indexes task lists and computes per-team load."""


def index_by(items, field):
    index = {}
    for item in items:
        index.setdefault(item[field], []).append(item)
    return index


def fill_defaults(tasks, default_hours):
    added = 0
    for i in range(len(tasks)):
        if "hours" not in tasks[i]:
            tasks[i]["hours"] = default_hours
            added += 1
    return added


def team_load(tasks, team):
    by_team = index_by(tasks, "team")
    mine = by_team.get(team, [])
    hours = 0
    for task in mine:
        hours += task["hours"]
    return hours
