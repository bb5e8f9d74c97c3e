import { Group, Text } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useId } from 'react';
import classes from './StarRating.module.css';

interface StarRatingProps {
  /** The question, e.g. "Rate this call". */
  legend: string;
  /** The accessible names of the five choices, 1 to 5. */
  scale: readonly string[];
  /** The picked rating, 1 to 5; 0 for none yet. */
  value: number;
  onChange(rating: number): void;
}

/** Five stars as a native radio group: Tab reaches it, arrow keys choose, the name says "3 out of 5: good". */
export function StarRating({ legend, scale, value, onChange }: StarRatingProps) {
  const name = useId();
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{legend}</legend>
      <Group gap="sm" align="center">
        <div className={classes.stars}>
          {scale.map((label, index) => {
            const rating = index + 1;
            const Star = rating <= value ? IconStarFilled : IconStar;
            return (
              <label key={label} className={classes.star} data-filled={rating <= value || undefined}>
                <input
                  className={classes.input}
                  type="radio"
                  name={name}
                  value={rating}
                  checked={rating === value}
                  onChange={() => onChange(rating)}
                  aria-label={label}
                />
                <Star size={28} aria-hidden />
              </label>
            );
          })}
        </div>
        {value > 0 && (
          <Text size="sm" c="dark.4" aria-hidden>
            {scale[value - 1]}
          </Text>
        )}
      </Group>
    </fieldset>
  );
}
