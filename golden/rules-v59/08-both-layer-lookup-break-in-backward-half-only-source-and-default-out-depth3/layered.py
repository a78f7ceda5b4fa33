"""Settings looked up through an ordered list of layers, after layered config loaders."""


def resolve(layers, name, default=None):
    value = default
    source = "default"
    for label, layer in layers:
        if name in layer:
            value = layer[name]
            source = label
            break
    print(name, "from", source)
    return value


def stack(env, user):
    layers = [("env", env)]
    if user:
        layers.append(("user", user))
    layers.append(("site", {"theme": "light", "page_size": "20"}))
    return layers
