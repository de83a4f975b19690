"""Checks of the save format a mutation audit showed untested (issue 23)."""

from __future__ import annotations

import msgspec
import pytest

from saves import DamagedSave, SaveStore
from saves import envelope as E
from tests.saves.helpers import game_after


@pytest.mark.parametrize("schema", [0, -1, -(2**40)])
def test_a_format_number_below_1_is_refused_even_with_a_valid_checksum(schema, tmp_path):
    data, _ = E.encode_save(game_after(3, 1, 10), E.now_iso())
    env = msgspec.msgpack.decode(data, type=E.Envelope)
    forged = E.build_encoded(schema, env.game_version, env.saved_at, bytes(env.header),
                             env.body)
    with pytest.raises(E.Fault) as err:
        E.open_envelope(forged)
    assert err.value.kind == "damaged"
    assert err.value.text == f"it names an impossible save format {schema}"
    store = SaveStore(tmp_path)
    store.root.mkdir(parents=True, exist_ok=True)
    store.path("s").write_bytes(forged)
    with pytest.raises(DamagedSave, match="impossible save format"):
        store.load("s")


def test_only_the_current_generation_lists_the_earlier_ones(tmp_path):
    store = SaveStore(tmp_path)
    for n in (5, 10, 15):
        store.save("s", game_after(3, 1, n))
    assert store.info("s").backups == (1, 2)
    assert store._entry("s", 1).backups == ()
    assert store._entry("s", 2).backups == ()
    [entry] = store.list()
    assert entry.slot == "s" and entry.generation == 0 and entry.backups == (1, 2)


def test_a_fault_reads_as_its_sentence():
    fault = E.Fault("damaged", "the checksum does not match", 3, "0.1.0", "forex")
    assert str(fault) == "the checksum does not match" and fault.args == (fault.text,)
    assert (fault.kind, fault.schema, fault.game_version, fault.game) == (
        "damaged", 3, "0.1.0", "forex")


def test_a_long_reason_is_cut_to_its_limit_with_an_ellipsis():
    """A damaged save's reason quotes the decoder's message, at most 120 characters: a longer
    one is cut to 119 and "…" (120 in all); one of 120 stays whole; an empty one names the
    error's type."""
    assert E._short(ValueError("x" * 300)) == "x" * 119 + "…"
    assert len(E._short(ValueError("x" * 121))) == 120
    assert E._short(ValueError("y" * 120)) == "y" * 120
    assert E._short(ValueError("")) == "ValueError"
    assert E._short(ValueError("abcdef"), limit=4) == "abc…"
