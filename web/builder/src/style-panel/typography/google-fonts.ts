/**
 * Google fonts offered beside the theme's and the native ones: widely used families, Traditional
 * Chinese ones included. Choosing one adds it to the theme's fonts (with this fallback), so the
 * published page loads it.
 */
export const GOOGLE_FONTS: ReadonlyArray<{ name: string; fallback: 'sans-serif' | 'serif' }> = [
  { name: 'Inter', fallback: 'sans-serif' },
  { name: 'Roboto', fallback: 'sans-serif' },
  { name: 'Open Sans', fallback: 'sans-serif' },
  { name: 'Lato', fallback: 'sans-serif' },
  { name: 'Montserrat', fallback: 'sans-serif' },
  { name: 'Poppins', fallback: 'sans-serif' },
  { name: 'Nunito', fallback: 'sans-serif' },
  { name: 'Raleway', fallback: 'sans-serif' },
  { name: 'Work Sans', fallback: 'sans-serif' },
  { name: 'DM Sans', fallback: 'sans-serif' },
  { name: 'Oswald', fallback: 'sans-serif' },
  { name: 'Noto Sans TC', fallback: 'sans-serif' },
  { name: 'Merriweather', fallback: 'serif' },
  { name: 'Playfair Display', fallback: 'serif' },
  { name: 'Lora', fallback: 'serif' },
  { name: 'Noto Serif TC', fallback: 'serif' },
]
