// Which fields a reply counts as checked. Conform shows a field's message only once the field is
// checked, and a reply without a field's name of its own (a whole-form check, a post) counts
// every posted field as checked: in a multi-step form, every step's. A step's check therefore
// names its own fields only, so a later step's messages wait until the visitor has reached its
// fields or tries to go on from it.
export function checkedFieldsOnly<Reply extends { fields?: string[] }>(
  reply: Reply,
  names: readonly string[],
): Reply {
  return { ...reply, fields: (reply.fields ?? []).filter((name) => names.includes(name)) };
}
