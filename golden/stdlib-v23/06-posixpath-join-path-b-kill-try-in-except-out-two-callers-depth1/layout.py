"""Work out where a build step writes its artefacts and keeps its cache."""
import os

from pathjoin import join


def artefact(root, project, version, name):
    if name.startswith('/'):
        return name
    release = version.replace('.', '_')
    target = join(root, project, release, name)
    return target


def cache_dir(home):
    if not home:
        home = '/tmp'
    cached = join(home, '.cache', 'builds')
    print('cache in', cached)
    return cached


def plan(root, projects):
    paths = []
    for project, version in projects:
        paths.append(artefact(root, project, version, 'dist.tar.gz'))
    paths.append(artefact(root, 'tools', '0.1', '/opt/tools'))
    paths.append(cache_dir(os.environ.get('BUILD_HOME', '')))
    return paths


for line in plan('/srv/build', [('spam', '1.0'), ('eggs', '2.3')]):
    print(line)
