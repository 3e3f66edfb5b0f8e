import { useId, useState } from 'react';
import IconButton from '@material-ui/core/IconButton';
import ListItemIcon from '@material-ui/core/ListItemIcon';
import Menu from '@material-ui/core/Menu';
import MenuItem from '@material-ui/core/MenuItem';
import ArrowDownwardIcon from '@material-ui/icons/ArrowDownward';
import ArrowUpwardIcon from '@material-ui/icons/ArrowUpward';
import DeleteOutlineIcon from '@material-ui/icons/DeleteOutline';
import SwapVertIcon from '@material-ui/icons/SwapVert';
import VerticalAlignBottomIcon from '@material-ui/icons/VerticalAlignBottom';
import VerticalAlignTopIcon from '@material-ui/icons/VerticalAlignTop';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { RankMove } from '../../../api/types';
import { agoraTranslationRef } from '../../../translation';

const MOVES: Array<{ move: RankMove; icon: JSX.Element }> = [
  { move: 'top', icon: <VerticalAlignTopIcon /> },
  { move: 'up', icon: <ArrowUpwardIcon /> },
  { move: 'down', icon: <ArrowDownwardIcon /> },
  { move: 'bottom', icon: <VerticalAlignBottomIcon /> },
];

export interface RankMenuProps {
  title: string;
  /** Where the post is among the movable (not deleted) posts; undefined when it cannot move. */
  index?: number;
  count: number;
  onMove: (move: RankMove) => void;
  onRemove: () => void;
}

/**
 * A post's moves and removal in one menu button per row, so a long
 * collection stays readable and the keyboard reaches every action (MUI's
 * menu: arrows move, Escape closes, focus returns to the button, which
 * travels with its row).
 */
export function RankMenu({
  title,
  index,
  count,
  onMove,
  onRemove,
}: RankMenuProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const blocked = (move: RankMove) =>
    index === undefined ||
    ((move === 'top' || move === 'up') && index === 0) ||
    ((move === 'down' || move === 'bottom') && index === count - 1);
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('collections.rank.menu', { title })}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={e => setAnchor(e.currentTarget)}
      >
        <SwapVertIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
      >
        {MOVES.map(({ move, icon }) => (
          <MenuItem
            key={move}
            disabled={blocked(move)}
            onClick={() => {
              close();
              onMove(move);
            }}
          >
            <ListItemIcon>{icon}</ListItemIcon>
            {t(`collections.rank.${move}`)}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            close();
            onRemove();
          }}
        >
          <ListItemIcon>
            <DeleteOutlineIcon />
          </ListItemIcon>
          {t('collections.rank.remove')}
        </MenuItem>
      </Menu>
    </>
  );
}
