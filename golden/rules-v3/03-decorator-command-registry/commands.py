"""Sub-commands of the ops CLI."""
from registry import command, timed


@command
def cmd_status(args, cluster):
    nodes = cluster.nodes()
    down = [n for n in nodes if not n.healthy]
    return "%d nodes, %d down" % (len(nodes), len(down))


@command
@timed
def cmd_drain(args, cluster):
    node = cluster.node(args[0])
    node.drain(timeout=int(args[1]) if len(args) > 1 else 60)
    return "drained " + node.name


@timed
def rebalance(cluster):
    moved = cluster.rebalance()
    return "moved %d shards" % moved


def confirm(prompt):
    return input(prompt + " [y/N] ").strip().lower() == "y"
