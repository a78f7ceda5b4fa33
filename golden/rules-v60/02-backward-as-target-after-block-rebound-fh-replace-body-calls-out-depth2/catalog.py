"""Record installed package versions in the environment's JSON catalogue."""
import json
import os
import tempfile

from jsonstore import update_json


def catalogue_path(env_dir):
    return os.path.join(env_dir, "catalogue.json")


def record_install(env_dir, package, version):
    path = catalogue_path(env_dir)
    pinned = version.split("+")[0]
    data = update_json(path, package, pinned, indent=None)
    print("catalogue now lists", len(data), "packages")
    return data


def install_all(env_dir, requirements):
    for line in requirements:
        package, _, version = line.partition("==")
        record_install(env_dir, package, version)
    return env_dir


if __name__ == "__main__":
    env = tempfile.mkdtemp()
    with open(os.path.join(env, "catalogue.json"), "w", encoding="utf-8") as fh:
        json.dump({}, fh)
    done = install_all(env, ["attrs==23.1.0", "idna==3.6+local"])
    with open(os.path.join(done, "catalogue.json"), encoding="utf-8") as fh:
        print(fh.read().strip())
    print(sorted(os.listdir(done)))
