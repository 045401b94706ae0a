/** The landing page's illustration: a raised bed with a sprout, tomatoes and a wish-list card. */
export function HeroArt() {
  return (
    <div aria-hidden className="relative mx-auto aspect-square w-full max-w-[20rem] md:max-w-md">
      <div className="absolute inset-4 rounded-[40%] bg-secondary-soft" />
      <div className="absolute right-2 top-8 h-16 w-16 rounded-full bg-[#f3d9a4] opacity-80 md:h-20 md:w-20" />
      <svg viewBox="0 0 400 400" className="relative h-full w-full">
        <ellipse cx="200" cy="330" rx="150" ry="26" fill="#d9c9b2" />
        <path d="M200 320V170" stroke="#24440D" strokeWidth="10" strokeLinecap="round" />
        <path d="M200 200c0-50 35-85 95-90 0 60-35 90-95 90z" fill="#4f7d2a" />
        <path d="M200 250c0-45-30-75-85-80 0 55 30 80 85 80z" fill="#6f9f3a" />
        <circle cx="135" cy="300" r="30" fill="#b3261e" />
        <circle cx="125" cy="290" r="7" fill="#fff" opacity=".25" />
        <circle cx="185" cy="308" r="24" fill="#c6452f" />
        <circle cx="262" cy="300" r="28" fill="#501C19" />
        <path d="M128 272l7-10 7 10" stroke="#24440D" strokeWidth="5" fill="none" strokeLinecap="round" />
        <g transform="rotate(6 315 195)">
          <rect x="275" y="140" width="80" height="104" rx="12" fill="#fff" stroke="#501C19" strokeWidth="4" />
          <path d="M291 166h48M291 188h48M291 210h30" stroke="#501C19" strokeWidth="4" strokeLinecap="round" />
          <circle cx="347" cy="142" r="14" fill="#24440D" />
          <path d="M341 142l4 4 8-8" stroke="#fff" strokeWidth="3.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </g>
      </svg>
    </div>
  );
}
