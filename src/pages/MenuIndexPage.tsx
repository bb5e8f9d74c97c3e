import { Container, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useId, useState } from 'react';
import type { IndexData, IndexGroup } from '../../schemas/routes.ts';
import classes from './MenuIndexPage.module.css';
import { ResponsiveGrid } from '../components/ResponsiveGrid/index.ts';

/** The groups with only the entries whose label holds every word of `query` (any case). */
function filtered(groups: IndexGroup[], query: string): IndexGroup[] {
  const words = query.toLocaleLowerCase('en').split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => words.every((word) => item.label.toLocaleLowerCase('en').includes(word))),
    }))
    .filter((group) => group.items.length > 0);
}

/**
 * A generated page that lists a whole menu (/industries, /demos), grouped by first letter, with a
 * filter box. Without scripts it is the full list, and where the menu buttons lead before the page
 * hydrates.
 */
export default function MenuIndexPage({ data }: { data: IndexData }) {
  const [query, setQuery] = useState('');
  const filterId = useId();
  const groups = filtered(data.groups, useDeferredValue(query));
  const shown = groups.reduce((sum, group) => sum + group.items.length, 0);
  return (
    <Container size="lg" py={{ base: 32, md: 56 }}>
      <Title order={1}>{data.heading}</Title>
      {/* A plain input: Mantine's TextInput would move its code into a chunk every page loads. */}
      <label htmlFor={filterId} className={classes.label}>
        {data.filterLabel}
      </label>
      <input
        id={filterId}
        type="search"
        className={classes.filter}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        autoComplete="off"
      />
      <Text role="status" fz="sm" c="dark.4" mt="xs">
        {query.trim() ? (shown === 0 ? data.noMatch : `${shown} shown`) : ''}
      </Text>
      <ResponsiveGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xl" mt="lg">
        {groups.map((group) => (
          <section key={group.label} aria-labelledby={`group-${group.label}`}>
            <Title order={2} fz="lg" id={`group-${group.label}`} className={classes.letter}>
              {group.label}
            </Title>
            <ul className={classes.list}>
              {group.items.map((item) => (
                <li key={item.path}>
                  <Link to={item.path} className={classes.link}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </ResponsiveGrid>
    </Container>
  );
}
