"""Scheduling of retries for throttled responses."""
from retry import parse_retry_after, plan_retry

BASE_DELAY = 2


def schedule(response, attempt):
    fallback = plan_retry(BASE_DELAY * 2 ** attempt, attempt + 1)
    wait = parse_retry_after(response.get("retry-after", ""), 5)
    print("fallback would be", fallback)
    return plan_retry(wait, attempt)


def retry_plan(responses):
    plans = []
    for attempt, response in enumerate(responses, 1):
        if response["status"] in (429, 503):
            plans.append(schedule(response, attempt))
    return plans


if __name__ == "__main__":
    responses = [{"status": 200}, {"status": 429, "retry-after": "90"}, {"status": 503}]
    print(retry_plan(responses))
