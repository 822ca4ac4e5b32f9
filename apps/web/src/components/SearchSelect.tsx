import { useRef, useState, type ReactNode } from 'react';
import { Box, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { foldForSearch, Msg } from '@jobline/shared';
import { errorMessage } from '../api/client';
import type { SearchPage, SearchParams } from '../api/lookups';

const MORE = -1;
const NONE = -2;

export interface SearchSelectProps<T extends { id: number }> extends Omit<
  SelectProps<number>,
  'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'filter' | 'searchable'
> {
  /** The cache key of this list and its scope; the term or the held id is added to it. */
  queryKey: readonly unknown[];
  /** Asks the server for a term's first matches, or for the ids a form holds. */
  search(params: SearchParams, signal: AbortSignal): Promise<SearchPage<T>>;
  labelOf(item: T): string;
  value: number | null;
  onChange(id: number | null, item: T | null): void;
  nothingFound: string;
  /** Shown under the field for the picked item. */
  pickedNote?(item: T): ReactNode;
  /** Items the search leaves out here (the assignee is not their own checker). */
  hide?(item: T): boolean;
  /** An item the search cannot answer that must still show (someone who left but holds tasks). */
  extra?: T | null;
}

/**
 * A picker over a list too long to send whole (customers, people, jobs): the server searches as the
 * user types (debounced; a superseded search is cancelled), answers its first matches and says when
 * more match, and the value a form already holds is fetched by its id. Nothing is asked until the
 * list is opened or typed in.
 */
export function SearchSelect<T extends { id: number }>({
  queryKey,
  search,
  labelOf,
  value,
  onChange,
  nothingFound,
  pickedNote,
  hide,
  extra,
  disabled,
  w,
  miw,
  maw,
  flex,
  ...select
}: SearchSelectProps<T>) {
  const [text, setText] = useState('');
  const [opened, setOpened] = useState(false);
  const [settled] = useDebouncedValue(text, 200);
  // Every item seen, so the held value keeps its label whatever the current search answered.
  const known = useRef(new Map<number, T>());
  if (extra) known.current.set(extra.id, extra);
  const held = value === null ? undefined : known.current.get(value);
  // Once an item is picked the box shows its label: that is not a new search.
  const term = held && settled === labelOf(held) ? '' : settled.trim();
  const page = useQuery({
    queryKey: [...queryKey, 'search', term],
    queryFn: ({ signal }) => search({ q: term }, signal),
    enabled: !disabled && (opened || term !== ''),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const holding = useQuery({
    queryKey: [...queryKey, 'id', value],
    queryFn: ({ signal }) => search({ ids: [value!] }, signal),
    enabled: value !== null && !held,
    staleTime: 60_000,
  });
  for (const item of [...(page.data?.items ?? []), ...(holding.data?.items ?? [])])
    known.current.set(item.id, item);
  const picked = value === null ? undefined : known.current.get(value);
  // Until the server has answered what is typed now, the last answer is narrowed to the text here,
  // so Enter never picks an option of an older search.
  const wanted = held && text === labelOf(held) ? '' : text.trim();
  const typed = foldForSearch(wanted);
  const answered = !page.isPlaceholderData && wanted === term;
  const items = (page.data?.items ?? []).filter(
    (item) => !hide?.(item) && (answered || !typed || foldForSearch(labelOf(item)).includes(typed)),
  );
  const options = picked && !items.some((i) => i.id === picked.id) ? [picked, ...items] : items;
  const data = [
    ...options.map((item) => ({ value: item.id, label: labelOf(item) })),
    ...(answered && page.data?.more ? [{ value: MORE, label: Msg.lookups.typeMore, disabled: true }] : []),
    // The held value stays listed (its label must), so say that the search itself found nothing.
    ...(picked && term && page.data && !items.length
      ? [{ value: NONE, label: nothingFound, disabled: true }]
      : []),
  ];

  // The width asked for is the whole picker's (the field and its note): set on the field alone, a
  // picker in a row of buttons shrank to its text and cut a long name on a phone.
  return (
    <Box w={w} miw={miw} maw={maw} flex={flex}>
      <Select<number>
        {...select}
        disabled={disabled}
        searchable
        searchValue={text}
        onSearchChange={setText}
        // The server has already searched: its answer is shown as it is.
        filter={({ options: all }) => all}
        data={data}
        value={picked ? picked.id : value === null ? null : value}
        onChange={(id) => onChange(id, id === null ? null : (known.current.get(id) ?? null))}
        onDropdownOpen={() => setOpened(true)}
        nothingFoundMessage={
          page.isError
            ? errorMessage(page.error)
            : page.isFetching || page.isPending
              ? Msg.lookups.searching
              : nothingFound
        }
        comboboxProps={{ withinPortal: true, ...select.comboboxProps }}
      />
      {picked && pickedNote?.(picked)}
    </Box>
  );
}
