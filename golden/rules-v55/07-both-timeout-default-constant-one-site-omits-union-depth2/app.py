"""Primary and replica connection settings of the service."""
from pool import connect_options, describe


def primary(settings):
    host = settings["db_host"]
    secure = settings.get("tls", True)
    wait = float(settings.get("timeout", 10))
    opts = connect_options(host, 6432, tls=secure, timeout=wait)
    return opts


def replica(settings):
    host = settings.get("replica_host") or settings["db_host"]
    opts = connect_options(host, retries=0)
    opts["readonly"] = True
    return opts


def pool_config(settings):
    main = primary(settings)
    backup = replica(settings)
    print(describe(main))
    return {"main": main, "backup": backup}


if __name__ == "__main__":
    print(pool_config({"db_host": "db1", "replica_host": "db2", "timeout": "30"}))
