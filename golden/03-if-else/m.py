def grade(score):
    bonus = 5
    if score > 90:
        label = "A"
    else:
        label = "B"
    note = "done"
    return label
