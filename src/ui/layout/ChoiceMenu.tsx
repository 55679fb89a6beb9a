import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import MuiScope from '../app/MuiScope';
import { useShell } from '../app/ShellContext';
import { switchCurrency } from '../currency/switch';
import { useAppStore } from '../store/hooks';
import type { PickerKind } from './Picker';

interface Choice {
  value: string;
  label: string;
  lang?: string;
}

/** A picker's options and what choosing one does: a language is a navigation, a currency a repricing. */
function useChoices(kind: PickerKind): { choices: Choice[]; choose: (value: string) => void } {
  const router = useRouter();
  const { languages, currencies } = useShell();
  const store = useAppStore();
  const queryClient = useQueryClient();
  if (kind === 'language') {
    return {
      choices: languages.filter((l) => router.locales?.includes(l.locale)).map((l) => ({ value: l.locale, label: l.title, lang: l.locale })),
      choose: (locale) => void router.push({ pathname: router.pathname, query: router.query }, router.asPath, { locale }),
    };
  }
  return {
    choices: currencies.map((c) => ({ value: String(c.id), label: `${c.symbol} · ${c.title}` })),
    choose: (id) => {
      const next = currencies.find((c) => String(c.id) === id);
      if (next) switchCurrency(store, queryClient, next);
    },
  };
}

/**
 * The list a Picker opens (loaded on first open): MUI's menu as a listbox, the way MUI's Select draws its
 * options — focus starts on the chosen one, arrows move, Enter picks, Escape closes and focus returns.
 */
export default function ChoiceMenu({ kind, anchor, labelId, value, onClose }: { kind: PickerKind; anchor: HTMLElement; labelId: string; value: string; onClose: () => void }) {
  const { choices, choose } = useChoices(kind);
  return (
    <MuiScope>
      <Menu open anchorEl={anchor} onClose={onClose} variant="selectedMenu" slotProps={{ list: { role: 'listbox', 'aria-labelledby': labelId, 'data-testid': `${kind}-options` } as object }}>
        {choices.map((choice) => (
          <MenuItem
            key={choice.value}
            role="option"
            selected={choice.value === value}
            aria-selected={choice.value === value}
            lang={choice.lang}
            onClick={() => {
              onClose();
              if (choice.value !== value) choose(choice.value);
            }}
          >
            {choice.label}
          </MenuItem>
        ))}
      </Menu>
    </MuiScope>
  );
}
