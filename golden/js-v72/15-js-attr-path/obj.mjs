function run(xs) {
  const obj = { count: 0, size: 0 };
  for (const x of xs) {
    obj.size = obj.size + x;
    obj.count += 1;
  }
  obj.size = 100;
  console.log(obj.count, obj.size);
}

run([4, 5]);
