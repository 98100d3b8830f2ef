/**
 * The card brands the form takes, drawn inline (no image requests, nothing from another host):
 * Visa's word mark on its blue, and Mastercard's two circles.
 */
export function VisaMark({ className }: { className?: string }) {
  return (
    <svg role="img" aria-label="Visa" viewBox="0 0 48 32" className={className}>
      <rect width="48" height="32" rx="4" fill="#1a1f71" />
      <text
        x="24"
        y="21"
        textAnchor="middle"
        fill="#ffffff"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="13"
        fontStyle="italic"
        fontWeight="700"
        letterSpacing="0.5"
      >
        VISA
      </text>
    </svg>
  );
}

export function MastercardMark({ className }: { className?: string }) {
  return (
    <svg role="img" aria-label="Mastercard" viewBox="0 0 48 32" className={className}>
      <rect width="48" height="32" rx="4" fill="#ffffff" stroke="#d9dde3" />
      <circle cx="19" cy="16" r="9" fill="#eb001b" />
      <circle cx="29" cy="16" r="9" fill="#f79e1b" />
      {/* Where the circles overlap. */}
      <path d="M24 8.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15Z" fill="#ff5f00" />
    </svg>
  );
}

export function CardMarks({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-3">
      <p className="text-sm font-medium text-fg-muted">{label}</p>
      <div role="list" className="flex items-center gap-2">
        <span role="listitem">
          <VisaMark className="h-7 w-auto" />
        </span>
        <span role="listitem">
          <MastercardMark className="h-7 w-auto" />
        </span>
      </div>
    </div>
  );
}
