package main

func Checkout(a int, b int, rate int, wish string) int {
	total := NewCart(rate).Add(a).Add(b).Total()
	w := NewWishlist().Add(wish)
	println(w.Len())
	return total
}

func main() {
	println(Checkout(100, 50, 20, "book"))
}
