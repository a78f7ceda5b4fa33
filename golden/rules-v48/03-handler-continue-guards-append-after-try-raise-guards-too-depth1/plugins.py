"""Register plugin factories declared in a manifest."""


def register_all(specs, registry, verbose=False):
    loaded = []
    skipped = []
    for spec in specs:
        name = spec.get("name", "").strip()
        try:
            if not name.isidentifier():
                raise ValueError(name)
            factory = spec.get("factory")
            if not callable(factory):
                raise ValueError(name)
        except ValueError:
            skipped.append(name)
            if verbose:
                print("skipping plugin", repr(name))
            continue
        registry[name] = factory
        loaded.append(name)
    print("loaded", len(loaded), "skipped", len(skipped))
    return loaded
