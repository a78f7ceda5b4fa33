import server

ENV = {"PORT": "9000"}


def boot(env):
    host = "localhost"
    if "HOST" in env:
        host = env["HOST"]
    return server.start(env, host)


print(boot(ENV))
