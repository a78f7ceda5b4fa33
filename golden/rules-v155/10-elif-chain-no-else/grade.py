def grade(score):
    label = "none"
    bonus = 0
    if score >= 90:
        label = "A"
    elif score >= 80:
        bonus = 5
    elif score >= 70:
        label = "C"
    print(bonus)
    return label


print(grade(95), grade(85), grade(75), grade(10))
