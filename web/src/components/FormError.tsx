/** A form's failure text, announced (role alert); nothing when there is none. */
export function FormError({ text, id }: { text: string | null; id?: string }) {
  return text ? (
    <p id={id} className="form-error" role="alert">
      {text}
    </p>
  ) : null;
}
