import { useEffect, useState } from 'react';
import {
  discoveryApiRef,
  fetchApiRef,
  useApi,
} from '@backstage/core-plugin-api';
import { makeStyles, MenuItem, TextField } from '@material-ui/core';
import { getDevUser, setDevUser } from './devIdentity';

const useStyles = makeStyles(theme => ({
  root: { padding: theme.spacing(1, 2), width: '100%' },
  // The sidebar is dark in both themes: use its text colour, not the page's.
  field: {
    '& .MuiInputBase-root, & .MuiFormLabel-root, & .MuiSelect-icon': {
      color: theme.palette.navigation.color,
    },
    '& .MuiInput-underline:before': {
      borderBottomColor: theme.palette.navigation.color,
    },
  },
}));

interface DemoUser {
  ref: string;
  name: string;
}

/**
 * Sidebar control of the dev app: pick which demo user Agora calls act as,
 * to see votes, answers and permissions from a second identity. Reloads the
 * page so every cached answer is fetched again as the new user.
 */
export function DevUserSwitcher() {
  const classes = useStyles();
  const discoveryApi = useApi(discoveryApiRef);
  const fetchApi = useApi(fetchApiRef);
  const [users, setUsers] = useState<DemoUser[]>([]);
  const current = getDevUser() ?? '';

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const base = await discoveryApi.getBaseUrl('catalog');
      const res = await fetchApi.fetch(
        `${base}/entities/by-query?filter=kind=user&limit=100`,
      );
      if (!res.ok) return;
      const body = await res.json();
      const list: DemoUser[] = (body.items ?? []).map((e: any) => ({
        ref: `user:${e.metadata.namespace ?? 'default'}/${e.metadata.name}`,
        name: e.spec?.profile?.displayName ?? e.metadata.name,
      }));
      if (!cancelled)
        setUsers(list.sort((a, b) => a.name.localeCompare(b.name)));
    })().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [discoveryApi, fetchApi]);

  return (
    <div className={classes.root}>
      <TextField
        select
        // The id makes TextField label the select button with "Act as (dev)".
        id="agora-dev-user"
        fullWidth
        size="small"
        className={classes.field}
        label="Act as (dev)"
        // The pick shows before the list has loaded: were it shown as
        // "Signed-in user" meanwhile, picking that would change nothing
        // (a select fires no change for its current value) and never reload.
        value={current}
        onChange={e => {
          setDevUser(e.target.value || null);
          window.location.reload();
        }}
        SelectProps={{ displayEmpty: true }}
        InputLabelProps={{ shrink: true }}
      >
        <MenuItem value="">Signed-in user</MenuItem>
        {(current && !users.some(u => u.ref === current)
          ? [{ ref: current, name: current }, ...users]
          : users
        ).map(u => (
          <MenuItem key={u.ref} value={u.ref}>
            {u.name}
          </MenuItem>
        ))}
      </TextField>
    </div>
  );
}
