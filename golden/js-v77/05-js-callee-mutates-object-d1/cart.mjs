function addItem(cart, item) {
  cart.items.push(item);
  cart.note = "x";
  return cart.items.length;
}

function main() {
  const price = 7;
  const cart = { items: [], note: "" };
  const n = addItem(cart, price);
  const summary = JSON.stringify(cart);
  console.log(n, summary);
}

main();
