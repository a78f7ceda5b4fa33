"""Poll a job's status replies until it settles, as CI and cloud SDK waiters do."""
from states import settle_states


def wait_for(job_id, replies, include_cancelled):
    final = settle_states(include_cancelled)
    polls = 0
    state = "queued"
    history = []
    while True:
        reply = replies[polls]
        polls += 1
        if reply.get("id") == job_id:
            state = reply["state"]
            history.append(state)
            if state in final:
                if state == "failed":
                    print("job", job_id, "failed after", polls, "polls")
                break
        if polls >= len(replies):
            state = "lost"
            break
    print("stopped polling", job_id)
    summary = {"state": state, "polls": polls}
    return summary, history


def run_pipeline(jobs, replies):
    outcome = {}
    for job_id in jobs:
        summary, history = wait_for(job_id, replies, True)
        outcome[job_id] = summary["state"]
        print(job_id, "->", " > ".join(history))
    return outcome


if __name__ == "__main__":
    feed = [{"id": "build", "state": "running"}, {"id": "deploy", "state": "queued"}, {"id": "build", "state": "succeeded"}, {"id": "deploy", "state": "cancelled"}]
    print(run_pipeline(["build", "deploy"], feed))
