import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MuiScope from '../app/MuiScope';
import type { Choice } from './Picker';

/**
 * The list a Picker opens (loaded on first open): MUI's menu as a listbox, the way MUI's Select draws its
 * options — focus starts on the chosen one, arrows move, Enter picks, Escape closes and focus returns.
 */
export default function ChoiceMenu({ anchor, labelId, choices, value, testId, onChoose, onClose }: { anchor: HTMLElement; labelId: string; choices: Choice[]; value: string; testId: string; onChoose: (value: string) => void; onClose: () => void }) {
  return (
    <MuiScope>
      <Menu open anchorEl={anchor} onClose={onClose} variant="selectedMenu" slotProps={{ list: { role: 'listbox', 'aria-labelledby': labelId, 'data-testid': testId } as object }}>
        {choices.map((choice) => (
          <MenuItem
            key={choice.value}
            role="option"
            selected={choice.value === value}
            aria-selected={choice.value === value}
            lang={choice.lang}
            onClick={() => {
              onClose();
              if (choice.value !== value) onChoose(choice.value);
            }}
          >
            {choice.label}
          </MenuItem>
        ))}
      </Menu>
    </MuiScope>
  );
}
