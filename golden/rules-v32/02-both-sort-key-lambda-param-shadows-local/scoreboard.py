"""League standings: rank players by points, then by goal margin, then by name."""


def standings(matches, top):
    name = matches[0][0] if matches else "-"
    points = {}
    margin = {}
    played = {}
    for home, away, *goals in matches:
        lead = goals[0] - goals[1]
        points[home] = points.get(home, 0) + (3 if lead > 0 else 1 if lead == 0 else 0)
        points[away] = points.get(away, 0) + (3 if lead < 0 else 1 if lead == 0 else 0)
        margin[home] = margin.get(home, 0) + lead
        margin[away] = margin.get(away, 0) - lead
        played[home] = played.get(home, 0) + 1
        played[away] = played.get(away, 0) + 1
    busiest = max(played, key=played.get)
    ranked = sorted(points, key=lambda name: (-points[name], -margin[name], name))
    print("opening match by", name, "- most games:", busiest)
    return ranked[:top]
