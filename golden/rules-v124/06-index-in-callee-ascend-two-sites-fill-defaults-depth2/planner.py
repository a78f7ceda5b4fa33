"""Plans a sprint: fills missing estimates and reports the load of each team."""
import sys

from lookup import fill_defaults, index_by, team_load

SPRINT = {
    "default_hours": 3,
    "tasks": [
        {"id": 1, "team": "api", "owner": "ana", "hours": 5},
        {"id": 2, "team": "web", "owner": "bo"},
        {"id": 3, "team": "api", "owner": "bo", "hours": 2},
        {"id": 4, "team": "web", "owner": "cy", "hours": 1},
    ],
}
VERBOSE = "-v" in sys.argv


def plan(sprint, verbose):
    tasks = sprint["tasks"]
    default_hours = sprint.get("default_hours", 1)
    fill_defaults(tasks, default_hours)
    owners = index_by(tasks, "owner")
    api = team_load(tasks, "api")
    web = team_load(tasks, "web")
    if verbose:
        print(f"owners: {sorted(owners)}; tasks: {len(tasks)}")
    return {"api": api, "web": web, "owners": len(owners)}


if __name__ == "__main__":
    summary = plan(SPRINT, VERBOSE)
    print(summary)
