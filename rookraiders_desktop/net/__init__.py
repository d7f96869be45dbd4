"""Remote play over MQTT (issue 19): a host-authoritative seat gateway.

The host's engine holds the only state; every seat receives, encrypted with its own key, only its
own view and the events it may see. Nothing here imports Qt: the window reaches this package
through ui/online_bridge.py, by queued signals.

    crypto.py    per-seat keys, sealed and padded messages, topics derived from the key
    invite.py    rookraiders://join?... invitations
    broker.py    the embedded MQTT broker (amqtt) and broker addresses
    link.py      one paho-mqtt connection in its own thread, trying a list of brokers in order
    gateway.py   the host's seat gateway: views, events, refusals, resume (no network)
    host.py      the host: gateway + link + bots + autosave + room file
    client.py    a seat at a distance: its view, its log, its bot, the audit
    audit.py     the seed commitment and the client's replay check
    rooms.py     the room file (keys, salt) kept in the data folder, never in a save
    commands.py  the `host` and `join` command-line tools
"""
