// The fund contact form as drawn; a chunk of its own (see fund-contact-slot.tsx).
import { fundContact } from "~/forms/fund/fund-contact";
import { FieldForm } from "./field-form";

export function FundContactForm() {
  return <FieldForm form={fundContact} />;
}
