"""Keep FTP and HTTP credentials in memory and dump them as a .netrc file."""
from netrcdata import netrc


class MemoryNetrc(netrc):
    def __init__(self, hosts, macros):
        self.hosts = hosts
        self.macros = macros


def login_for(store, host):
    entry = store.authenticators(host)
    if entry is None:
        return 'anonymous'
    login, account, password = entry
    if account:
        return '%s (%s)' % (login, account)
    return login


def build():
    hosts = {
        'ftp.example.org': ('alice', '', 's3cret'),
        'backup.example.org': ('bob', 'ops', 'hunter2'),
        'default': ('guest', '', 'guest'),
    }
    macros = {'init': ['binary\n', 'cd /pub\n']}
    return MemoryNetrc(hosts, macros)


store = build()
for host in ('ftp.example.org', 'backup.example.org', 'mirror.example.org'):
    print(host, login_for(store, host))
print(store, end='')
