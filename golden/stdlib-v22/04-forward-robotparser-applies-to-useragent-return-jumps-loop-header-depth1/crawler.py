"""Decide how fast a crawler may fetch pages from one site."""
from entries import Entry
from robots import RequestRate, RobotFileParser


def group(agents, delay, rate):
    entry = Entry()
    for agent in agents:
        entry.useragents.append(agent)
    entry.delay = delay
    entry.req_rate = rate
    return entry


def load(url):
    rp = RobotFileParser(url)
    rp._add_entry(group(['Googlebot', 'Slurp'], 2, None))
    rp._add_entry(group(['*'], 10, RequestRate(3, 60)))
    rp.modified()
    return rp


def pacing(rp, agent):
    delay = rp.crawl_delay(agent)
    rate = rp.request_rate(agent)
    if rate is None:
        return delay
    return max(delay, rate.seconds / rate.requests)


robots = load('https://example.com/robots.txt')
for bot in ('Googlebot/2.1', 'bingbot/2.0', 'Slurp'):
    print(bot, pacing(robots, bot))
