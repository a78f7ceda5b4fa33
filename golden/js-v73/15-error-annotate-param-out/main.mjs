function annotate(err, where, verbose) {
  err.where = where;
  if (verbose) {
    console.log("annotated", where);
  }
  return err.where.length;
}

function handle(order) {
  const site = "db";
  const loud = false;
  let text = "";
  try {
    if (!order.paid) {
      throw { id: order.id };
    }
    text = "paid";
  } catch (e) {
    annotate(e, site, loud);
    text = JSON.stringify(e);
  }
  return text;
}

console.log(handle({ id: 1, paid: true }));
console.log(handle({ id: 2, paid: false }));
