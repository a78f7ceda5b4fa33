class ListNode {
  next: ListNode | null = null;
  constructor(public val: number) {}
}

function build(start: number): number {
  const head = new ListNode(start);
  head.next = new ListNode(2);
  head!.val = head!.val * 5;
  const spare = new ListNode(3);
  spare.val = 7;
  const out = head!.val;
  return out;
}

console.log(build(4));
