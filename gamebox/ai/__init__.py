"""AI players over the game protocol. Agents are named like `random`, `greedy`, `search:strong`."""
from .agents import AGENT_NAMES, DEFAULT_AGENT, Agent, UnknownAgent, knows_agent, make_agent, seats_without_agent

__all__ = ["AGENT_NAMES", "DEFAULT_AGENT", "Agent", "UnknownAgent", "knows_agent", "make_agent", "seats_without_agent"]
