/** The cover image, or an initials avatar when there is none (SPEC.md section 2). */
export function initialsOf(username: string): string {
  const parts = username.split(/[._\-\s]+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}` : username.slice(0, 2);
  return letters.toUpperCase() || '?';
}

interface AvatarProps {
  username: string;
  coverImg?: string | null;
  size?: number;
  /** Decorative (a label beside it names the user): empty alt text. */
  decorative?: boolean;
}

export function Avatar({ username, coverImg, size = 32, decorative = true }: AvatarProps) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (coverImg) {
    return <img className="avatar" src={coverImg} alt={decorative ? '' : username} style={style} />;
  }
  return (
    <span
      className="avatar avatar-initials"
      style={style}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': username })}
    >
      {initialsOf(username)}
    </span>
  );
}
