const SCALE = 5;

/** A rating on the 5-star scale (spec 001 §9), read out as "Rating 3 of 5". */
export function RatingStars({ value }: { value: number }) {
  return (
    <span className="rating" role="img" aria-label={`Rating ${value} of ${SCALE}`}>
      {Array.from({ length: SCALE }, (_, star) => (
        <span key={star} className={star < value ? 'rating-star is-on' : 'rating-star'} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
