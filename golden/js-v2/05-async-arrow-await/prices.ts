const RATE = 1.2;
const FEE = 5;

const fetchPrice = async (sku: string, table: Map<string, number>): Promise<number> => {
  const raw = table.get(sku) ?? 0;
  const logged = `price ${sku}`;
  console.log(logged);
  return raw * RATE;
};

const addFee = async (amount: number): Promise<number> => amount + FEE;

export async function total(skus: string[], table: Map<string, number>): Promise<number> {
  let sum = 0;
  for (const sku of skus) {
    const p = await fetchPrice(sku, table);
    sum += p;
  }
  const shipped = await addFee(sum);
  console.log(shipped);
  return sum;
}
