import { passes, describe, decodeValue } from "./rules";
import type { Schema, Form } from "./rules";

export function validate(form: Form, schema: Schema, stopEarly: boolean) {
  const errors: string[] = [];
  let ok = true;
  let checked = 0;
  fields: for (const field in schema) {
    const value = form[field]?.trim();
    for (const check of schema[field]) {
      checked += 1;
      const good = passes(value, check);
      ok &&= good;
      if (!good) {
        errors.push(describe(field, check));
        if (stopEarly) {
          break fields;
        }
        continue fields;
      }
    }
  }
  return { ok, errors, checked };
}

export function parseForm(body: string): Form {
  const form: Form = {};
  for (const pair of body.split("&")) {
    const [key, raw = ""] = pair.split("=");
    form[key] = decodeValue(raw);
  }
  return form;
}

export function submit(body: string, schema: Schema): string {
  const strict = body.includes("strict=1");
  const { ok, errors } = validate(parseForm(body), schema, strict);
  return ok ? "accepted" : `rejected: ${errors.join("; ")}`;
}

const SIGNUP: Schema = { user: [{ kind: "required" }, { kind: "min", arg: 3 }], email: [{ kind: "required" }, { kind: "pattern", arg: /^[^@\s]+@[^@\s]+$/ }] };
console.log(submit("user=al&email=al%40example.org", SIGNUP));
console.log(submit("user=&email=nope", SIGNUP), "|", submit("user=&email=nope&strict=1", SIGNUP));
console.log(submit("user=alice+b&email=a%40b.c", SIGNUP));
