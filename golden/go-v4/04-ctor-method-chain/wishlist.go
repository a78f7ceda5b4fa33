package main

type Wishlist struct {
	names []string
}

func NewWishlist() *Wishlist {
	return &Wishlist{}
}

func (w *Wishlist) Add(name string) *Wishlist {
	w.names = append(w.names, name)
	return w
}

func (w *Wishlist) Len() int {
	return len(w.names)
}
