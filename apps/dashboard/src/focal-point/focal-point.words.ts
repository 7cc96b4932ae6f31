import type { Catalogues } from '@schoolpage/words';

const en = {
  hint: 'Click the spot that must always stay visible when the picture is cropped, or move it with the arrow keys or the numbers.',
  centreKept: ' Until you choose, the centre is kept.',
  marker: 'Focal point, {across}% across and {down}% down. Move it with the arrow keys.',
  wideBanner: 'Wide banner',
  phone: 'Phone',
  choosePicture: 'Choose a picture to see it here.',
  across: 'Across (%)',
  down: 'Down (%)',
  centre: 'Centre',
} as const;

const hi: Record<keyof typeof en, string> = {
  hint: 'चित्र काटे जाने पर जो जगह हमेशा दिखनी चाहिए, उस पर क्लिक करें, या उसे तीर वाली कुंजियों या अंकों से खिसकाएँ।',
  centreKept: ' जब तक आप नहीं चुनते, बीच का हिस्सा रखा जाता है।',
  marker: 'फ़ोकल पॉइंट, {across}% बाएँ से और {down}% ऊपर से। इसे तीर वाली कुंजियों से खिसकाएँ।',
  wideBanner: 'चौड़ा बैनर',
  phone: 'फ़ोन',
  choosePicture: 'यहाँ देखने के लिए कोई चित्र चुनें।',
  across: 'बाएँ से (%)',
  down: 'ऊपर से (%)',
  centre: 'बीच में',
};

/** The focal point of a picture: where it is cropped around. */
export const focalPointWords = { en, hi } satisfies Catalogues;
