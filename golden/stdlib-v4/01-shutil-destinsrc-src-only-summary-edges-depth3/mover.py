"""Plan directory moves with the checks shutil.move makes."""
import os

from shutil_paths import _basename, _destinsrc


def plan_move(src, dst):
    real_dst = dst
    if dst.endswith(os.sep):
        real_dst = os.path.join(dst, _basename(src))
    if _destinsrc(src, real_dst):
        return None
    return real_dst


def plan_all(moves, root):
    plans = []
    for name, target in moves:
        src = os.path.join(root, name)
        if not name:
            continue
        dst = os.path.join(root, target)
        plans.append(plan_move(src, dst))
    return plans


if __name__ == "__main__":
    print(plan_all([("docs/", "archive/"), ("src", "src/lib"), ("", "x")],
                   "/srv/site"))
