"""Check a call against a simple signature and report errors the way inspect does."""
from callerrors import _missing_arguments, _too_many


def check_call(name, params, defaults, kwonly, args, kwargs):
    given = len(args)
    if given > len(params):
        _too_many(name, params, kwonly, False, len(defaults), given, kwargs)
    bound = dict(zip(params, args))
    bound.update(kwargs)
    required = params[:len(params) - len(defaults)]
    missing = [p for p in required if p not in bound]
    if missing:
        _missing_arguments(name, required, True, bound)
    return bound


if __name__ == "__main__":
    for args, kwargs in [((1, 2), {}), ((1, 2, 3, 4), {"timeout": 5}), ((), {})]:
        try:
            print(check_call("connect", ["host", "port", "retries"], [3],
                             ["timeout"], args, kwargs))
        except TypeError as err:
            print(err)
