"""Count the rows of a table shard by shard, within a query budget."""
from dbpool import Shard


def count_rows(shards, table, budget):
    counts = {}
    spent = 0
    for shard in shards:
        if shard is None:
            continue
        with shard as conn:
            spent += 1
            query = "SELECT COUNT(*) FROM " + table
            rows = conn.fetch(query, ())
            counts[shard.name] = rows[0][0]
            if spent >= budget:
                return counts
    return counts


def demo(budget):
    shards = [Shard("eu", ":memory:"), None, Shard("us", ":memory:"), Shard("ap", ":memory:")]
    for size, shard in ((2, shards[0]), (5, shards[2]), (1, shards[3])):
        with shard as conn:
            conn.run("CREATE TABLE jobs (id INTEGER)", ())
            for n in range(size):
                conn.run("INSERT INTO jobs VALUES (?)", (n,))
    return count_rows(shards, "jobs", budget)


if __name__ == "__main__":
    print(demo(2))
    print(demo(5))
