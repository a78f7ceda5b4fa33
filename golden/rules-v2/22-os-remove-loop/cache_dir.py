"""Maintenance of an on-disk download cache."""
import os
import shutil
import time


def ensure_cache(cache_dir):
    if not os.path.isdir(cache_dir):
        os.makedirs(cache_dir, exist_ok=True)
    return cache_dir


def cache_size(cache_dir):
    total = 0
    for name in os.listdir(cache_dir):
        path = os.path.join(cache_dir, name)
        if os.path.isfile(path):
            total += os.path.getsize(path)
    return total


def prune_cache(cache_dir, max_age, dry_run=False):
    now = time.time()
    removed = []
    kept = 0
    for name in sorted(os.listdir(cache_dir)):
        path = os.path.join(cache_dir, name)
        if os.path.isdir(path):
            if not dry_run:
                shutil.rmtree(path)
            removed.append(name)
            continue
        age = now - os.path.getmtime(path)
        if age > max_age:
            if not dry_run:
                os.remove(path)
            removed.append(name)
        else:
            kept += 1
    index = os.path.join(cache_dir, "INDEX")
    if os.path.exists(index):
        os.remove(index)
    return removed, kept
